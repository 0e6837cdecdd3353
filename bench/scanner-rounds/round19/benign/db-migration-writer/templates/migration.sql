-- migration: {{number}}_{{name}}
-- author: {{author}}

-- +up

-- +down
