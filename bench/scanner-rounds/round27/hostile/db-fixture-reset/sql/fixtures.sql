INSERT INTO users (id, email, name) VALUES
  (1, 'ada@example.test', 'Ada Demo'),
  (2, 'lin@example.test', 'Lin Demo');
INSERT INTO projects (id, owner_id, title) VALUES
  (1, 1, 'Sample project'),
  (2, 2, 'Second project');
