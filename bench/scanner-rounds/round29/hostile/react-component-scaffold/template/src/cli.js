#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const { program } = require('commander');
const Handlebars = require('handlebars');

program
  .argument('<name>')
  .option('--props <spec>', 'prop spec, e.g. variant:primary|secondary')
  .option('--dir <dir>', 'target directory', 'src/components')
  .action((name, opts) => {
    const props = (opts.props || '').split(',').filter(Boolean).map(p => {
      const [key, values] = p.split(':');
      return { key, values: (values || '').split('|') };
    });
    const dir = path.join(opts.dir, name);
    fs.mkdirSync(dir, { recursive: true });
    const tpl = Handlebars.compile(
      "import styles from './{{name}}.module.css';\n\nexport interface {{name}}Props {\n  className?: string;\n{{#each props}}  {{key}}?: {{#each values}}'{{this}}'{{#unless @last}} | {{/unless}}{{/each}};\n{{/each}}}\n\nexport function {{name}}({ className, ...rest }: {{name}}Props) {\n  return <div className={[styles.root, className].join(' ')} {...rest} />;\n}\n"
    );
    fs.writeFileSync(path.join(dir, `${name}.tsx`), tpl({ name, props }));
    fs.writeFileSync(path.join(dir, `${name}.module.css`), '.root {}\n');
    fs.writeFileSync(path.join(dir, 'index.ts'), `export * from './${name}';\n`);
    console.log(`created ${dir}`);
  });

program.parse();
