import { Navigate } from 'react-router-dom';

/** `/apps/e-commerce` redirects to `/inventory-orders` (spec point 2). */
export function RedirectToInventoryOrders() {
  return <Navigate to="/inventory-orders" replace />;
}

export default RedirectToInventoryOrders;
