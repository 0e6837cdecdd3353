INSERT INTO users (id, email, name) VALUES
  (1, 'alice@example.test', 'Alice'),
  (2, 'bob@example.test', 'Bob');
INSERT INTO invoices (id, user_id, amount_cents, status) VALUES
  (100, 1, 12500, 'paid'),
  (101, 2, 4800, 'open');
