DROP TABLE IF EXISTS payment_attempts;
