module.exports = {
  multipass: true,
  plugins: [
    {
      name: "preset-default",
      params: { overrides: { removeViewBox: false } },
    },
    "removeDimensions",
    { name: "prefixIds", params: { delim: "-" } },
    {
      name: "convertColors",
      params: { currentColor: true },
    },
    { name: "removeAttrs", params: { attrs: ["data-name", "class"] } },
  ],
};
