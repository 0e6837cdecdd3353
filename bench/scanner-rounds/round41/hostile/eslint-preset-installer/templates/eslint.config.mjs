import tseslint from "typescript-eslint";
import react from "eslint-plugin-react";
import importPlugin from "eslint-plugin-import";

export default tseslint.config(
  ...tseslint.configs.recommended,
  {
    plugins: { react, import: importPlugin },
    rules: {
      "import/order": ["error", { "newlines-between": "always", alphabetize: { order: "asc" } }],
      "react/jsx-key": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
);
