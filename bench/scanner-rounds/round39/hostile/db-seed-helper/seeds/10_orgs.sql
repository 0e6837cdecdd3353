INSERT INTO organisations (id, name, plan) VALUES
  (1, 'Acme Demo', 'pro'),
  (2, 'Globex Demo', 'free'),
  (3, 'Initech Demo', 'team'),
  (4, 'Umbrella Demo', 'pro'),
  (5, 'Hooli Demo', 'enterprise')
ON CONFLICT DO NOTHING;
