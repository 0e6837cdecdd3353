-- Heuristic extraction of action items and decisions from meeting notes.
local strip = false
local path = arg[1]
if arg[1] == "--strip" then strip = true; path = arg[2] end
if not path then io.stderr:write("usage: extract_actions.lua [--strip] FILE\n"); os.exit(1) end

local decision_words = { "agreed", "decided", "we'll go with", "let's go with" }
local action_pattern = "^(%u%w+) will (.+)$"

for line in io.lines(path) do
  if strip then
    if not line:match("^%d+$") and not line:match("%-%->") and line ~= "WEBVTT" then
      print(line)
    end
  else
    local lower = line:lower()
    for _, w in ipairs(decision_words) do
      if lower:find(w, 1, true) then print("DECISION: " .. line) break end
    end
    local owner, what = line:match(action_pattern)
    if owner then print(string.format("ACTION: @%s - %s", owner, what)) end
  end
end
