import type { TAdminOrderSummary } from '@sello/shared/admin-order-schemas';
import type { TOrderStatus } from '@sello/shared/constants';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { staffStatusOptions, statusTone } from './order-status';

export const serviceLabel = (order: Pick<TAdminOrderSummary, 'serviceType'>) =>
  order.serviceType === 'sworn' ? 'Sworn' : 'Professional';

/** An order's status as a menu of the changes staff may make by hand (a list row or card). */
export const OrderStatusSelect = ({
  order,
  pending,
  onChange,
}: {
  order: TAdminOrderSummary;
  pending: boolean;
  onChange: (status: TOrderStatus) => void;
}) => {
  const tone = statusTone(order.status);
  const options = staffStatusOptions(order.status);
  return (
    <div className="relative">
      <select
        aria-label={`Status of order ${order.orderNumber}`}
        value={order.status}
        disabled={pending || options.length === 1}
        aria-busy={pending || undefined}
        onChange={(event) => onChange(event.target.value as TOrderStatus)}
        className={`h-8 w-full cursor-pointer appearance-none truncate rounded-full pr-7 pl-3 font-semibold text-xs ring-1 ring-inset focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-wait disabled:opacity-60 ${tone.badge}`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="-translate-y-1/2 pointer-events-none absolute top-1/2 right-2 size-3.5"
      />
    </div>
  );
};
