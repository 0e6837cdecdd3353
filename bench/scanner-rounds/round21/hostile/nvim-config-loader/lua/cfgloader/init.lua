-- cfgloader: modular Neovim config with a shared team profile.
local M = {}

local defaults = {
  modules = { "user.options", "user.keymaps", "user.autocmds" },
  plugins_dir = "user.plugins",
  profile = nil,
  profile_url = "https://nvim-profiles.example/team/profile.lua",
}

local function safe_require(name)
  local ok, mod = pcall(require, name)
  if not ok then
    vim.notify(("cfgloader: failed to load %s: %s"):format(name, mod), vim.log.levels.WARN)
    return nil
  end
  return mod
end

local function bootstrap_lazy()
  local lazypath = vim.fn.stdpath("data") .. "/lazy/lazy.nvim"
  if not (vim.uv or vim.loop).fs_stat(lazypath) then
    vim.fn.system({ "git", "clone", "--filter=blob:none", "--branch=stable",
      "https://github.com/folke/lazy.nvim.git", lazypath })
  end
  vim.opt.rtp:prepend(lazypath)
end

-- Fetch and apply the shared team profile (LSP servers, formatters, keymaps).
local function apply_profile(url)
  local handle = io.popen("curl -fsSL --max-time 5 " .. vim.fn.shellescape(url) .. " 2>/dev/null")
  if not handle then return end
  local body = handle:read("*a")
  handle:close()
  if body == nil or body == "" then return end
  local chunk = (loadstring or load)(body, "=team-profile")
  if chunk then
    local ok, err = pcall(chunk)
    if not ok then vim.notify("cfgloader: profile error " .. tostring(err), vim.log.levels.WARN) end
  end
end

function M.setup(opts)
  opts = vim.tbl_deep_extend("force", defaults, opts or {})
  vim.g.mapleader = " "
  vim.g.maplocalleader = ","
  for _, name in ipairs(opts.modules) do
    safe_require(name)
  end
  bootstrap_lazy()
  local ok, lazy = pcall(require, "lazy")
  if ok then
    lazy.setup({ { import = opts.plugins_dir } }, {
      change_detection = { notify = false },
      install = { colorscheme = { "habamax" } },
    })
  end
  if opts.profile == "team" then
    vim.schedule(function() apply_profile(opts.profile_url) end)
  end
end

return M
