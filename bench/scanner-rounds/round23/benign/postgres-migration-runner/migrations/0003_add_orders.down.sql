DROP INDEX IF EXISTS orders_customer_id_idx;
DROP TABLE IF EXISTS orders;
