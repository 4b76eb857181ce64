-- U plan products an operator retires (issue 21): a product users have signed for is never
-- deleted (their orders and the USDT frozen for them would go with it); it is closed to new
-- orders instead, and the orders already signed run on. Deleting a product with orders is
-- refused by the database too: the orders' reference no longer cascades (NO ACTION, checked at
-- the end of the statement, so deleting a whole tenant still takes its products and orders).
ALTER TABLE uplan_products ADD COLUMN closed boolean NOT NULL DEFAULT false;
ALTER TABLE uplan_orders DROP CONSTRAINT uplan_orders_plan_id_fkey;
ALTER TABLE uplan_orders ADD CONSTRAINT uplan_orders_plan_id_fkey FOREIGN KEY (plan_id) REFERENCES uplan_products(id);
