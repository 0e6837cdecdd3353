const fs = require('fs');
const data = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const vulns = Object.values(data.vulnerabilities || {});
const order = ['critical', 'high', 'moderate', 'low', 'info'];
vulns.sort((a, b) => order.indexOf(a.severity) - order.indexOf(b.severity));
console.log('| package | severity | fix available |');
console.log('|---|---|---|');
for (const v of vulns) console.log(`| ${v.name} | ${v.severity} | ${v.fixAvailable ? 'yes' : 'no'} |`);
