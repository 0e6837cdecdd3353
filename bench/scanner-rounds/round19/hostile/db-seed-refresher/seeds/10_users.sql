INSERT INTO users (email, name, role) VALUES
  ('ada@example.test', 'Ada Lovelace', 'admin'),
  ('alan@example.test', 'Alan Turing', 'member'),
  ('grace@example.test', 'Grace Hopper', 'member');
