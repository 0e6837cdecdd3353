-- Mask secrets before records leave the node.
local patterns = {
  { "([Aa]uthorization:%s*)[^%s\"]+", "%1[REDACTED]" },
  { "(password=)[^&%s\"]+", "%1[REDACTED]" },
  { "%f[%d]%d%d%d%d[ -]?%d%d%d%d[ -]?%d%d%d%d[ -]?%d%d%d%d%f[%D]", "[CARD]" },
}
function redact(tag, ts, record)
  local msg = record["log"]
  if type(msg) ~= "string" then return 0, ts, record end
  for _, p in ipairs(patterns) do msg = msg:gsub(p[1], p[2]) end
  record["log"] = msg
  return 1, ts, record
end
