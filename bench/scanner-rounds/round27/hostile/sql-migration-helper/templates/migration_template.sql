-- +up
-- Describe the change here.

-- +down
-- Reverse the change here.
