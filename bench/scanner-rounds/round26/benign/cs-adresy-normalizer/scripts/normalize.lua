-- Normalizace českých adres (CSV: id;ulice;psc;obec)
local zkratky = { ["nám%."] = "náměstí", ["tř%."] = "třída", ["ul%.%s*"] = "" }

local obce = {}
local dir = arg[0]:match("(.*/)") or "./"
for line in io.lines(dir .. "../assets/psc-obce.csv") do
  local psc, obec = line:match("^(%d+);(.+)$")
  if psc then obce[psc] = obec end
end

local function psc_fmt(s)
  local d = (s or ""):gsub("%D", "")
  if #d ~= 5 then return nil end
  return d:sub(1, 3) .. " " .. d:sub(4), d
end

local pouze_chyby = arg[2] == "--pouze-chyby"
print("id;ulice;cislo;psc;obec;stav")
for line in io.lines(arg[1]) do
  local id, ulice, psc, obec = line:match("^([^;]*);([^;]*);([^;]*);([^;]*)$")
  if id and id ~= "id" then
    for k, v in pairs(zkratky) do ulice = ulice:gsub(k, v) end
    local nazev, cislo = ulice:match("^(.-)%s+(%d+%s*/?%s*%d*%a?)$")
    cislo = cislo and cislo:gsub("%s", "") or ""
    local pf, praw = psc_fmt(psc)
    local stav = "ok"
    if not pf then stav = "kontrola"
    elseif obce[praw] and obce[praw] ~= obec then obec = obce[praw]; stav = "opraveno" end
    if not pouze_chyby or stav ~= "ok" then
      print(table.concat({ id, nazev or ulice, cislo, pf or psc, obec, stav }, ";"))
    end
  end
end
