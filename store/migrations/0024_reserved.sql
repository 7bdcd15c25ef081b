-- Number 0024 holds another change's migration; this empty step keeps the numbering whole until it lands
-- (and is replaced by it).
SELECT 1;
