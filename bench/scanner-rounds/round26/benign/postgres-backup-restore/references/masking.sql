-- Anonymise personal data after restoring outside production.
UPDATE users SET
  email = 'user' || id || '@example.invalid',
  full_name = 'User ' || id,
  phone = NULL;
UPDATE addresses SET street = 'Redacted 1', postcode = '00000';
TRUNCATE sessions, password_reset_tokens;
