// skill-mcp console: progressive enhancement only. Every page works without
// this script; it adds copy buttons, confirmations, auto-submitting filters
// and drag and drop for uploads. Loaded from /console/assets (no inline script).
"use strict";
document.addEventListener("DOMContentLoaded", function () {
  document.querySelectorAll("[data-copy]").forEach(function (button) {
    button.addEventListener("click", function () {
      var source = document.getElementById(button.getAttribute("data-copy"));
      if (!source || !navigator.clipboard) { return; }
      navigator.clipboard.writeText(source.textContent).then(function () {
        button.textContent = "Copied";
      });
    });
  });
  document.querySelectorAll("[data-confirm]").forEach(function (button) {
    var form = button.form;
    if (!form) { return; }
    form.addEventListener("submit", function (event) {
      if (!window.confirm(button.getAttribute("data-confirm"))) { event.preventDefault(); }
    });
  });
  document.querySelectorAll("select[data-autosubmit]").forEach(function (select) {
    select.addEventListener("change", function () { if (select.form) { select.form.submit(); } });
  });
  document.querySelectorAll(".dropzone").forEach(function (zone) {
    var input = zone.querySelector("input[type=file]");
    if (!input) { return; }
    zone.addEventListener("dragover", function (event) { event.preventDefault(); zone.classList.add("over"); });
    zone.addEventListener("dragleave", function () { zone.classList.remove("over"); });
    zone.addEventListener("drop", function (event) {
      event.preventDefault();
      zone.classList.remove("over");
      if (event.dataTransfer && event.dataTransfer.files.length) {
        input.files = event.dataTransfer.files;
        if (input.form) { input.form.requestSubmit(); }
      }
    });
  });
});
