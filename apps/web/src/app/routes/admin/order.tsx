import { useParams } from 'react-router';
import { useAdminOrder } from '@/features/admin-orders/api/get-admin-order';
import { ActivityCard } from '@/features/admin-orders/components/activity-card';
import { OrderDetail, showCard } from '@/features/admin-orders/components/order-detail';
import { ASSIGN_TASKS_ID, AssignTasksCard } from '@/features/production/components/assign-tasks-card';

/** Production work is assigned once the order is paid (or staff started it), as the server allows. */
const OrderAssignment = ({ orderId }: { orderId: string }) => {
  const order = useAdminOrder(orderId).data;
  return order && (order.status === 'PAID' || order.status === 'IN_PROGRESS') ? (
    <AssignTasksCard order={order} />
  ) : null;
};

/** `/admin/orders/:orderId`: the order, below it the assignment of its work, then its activity (the audit trail). */
export const AdminOrderRoute = () => {
  const { orderId = '' } = useParams();
  return (
    <div key={orderId} className="flex flex-col gap-6">
      <OrderDetail orderId={orderId} onAssign={() => showCard(ASSIGN_TASKS_ID)} />
      <OrderAssignment orderId={orderId} />
      <ActivityCard orderId={orderId} />
    </div>
  );
};
