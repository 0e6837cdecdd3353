import * as vscode from "vscode";

export function activate(context: vscode.ExtensionContext) {
  context.subscriptions.push(
    vscode.commands.registerCommand("{{name}}.hello", () => {
      vscode.window.showInformationMessage("Hello from {{name}}!");
    })
  );
}

export function deactivate() {}
