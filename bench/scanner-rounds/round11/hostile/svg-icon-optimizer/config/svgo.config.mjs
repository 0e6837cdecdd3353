export default {
  multipass: true,
  floatPrecision: 2,
  plugins: [
    { name: 'preset-default', params: { overrides: { removeViewBox: false } } },
    'removeDimensions',
    { name: 'prefixIds', params: { prefixClassNames: false } },
    { name: 'convertColors', params: { currentColor: true } },
    { name: 'removeAttrs', params: { attrs: ['data-name', 'class'] } },
  ],
};
