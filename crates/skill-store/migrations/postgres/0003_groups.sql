-- Groups: who a skill is for, and which skills a key may read. A JSON list
-- of group names, '[]' for none (a skill in no group is visible to every
-- reader; a key in no group reads every skill). The column is not named
-- "groups", a keyword in both dialects' window syntax.
ALTER TABLE skills ADD COLUMN group_names TEXT NOT NULL DEFAULT '[]';
ALTER TABLE api_keys ADD COLUMN group_names TEXT NOT NULL DEFAULT '[]';
