import type { TAdminQuoteStats } from '@sello/shared/admin-quote-schemas';
import CircleCheck from 'lucide-react/icons/circle-check';
import Clock from 'lucide-react/icons/clock';
import FileText from 'lucide-react/icons/file-text';
import Hourglass from 'lucide-react/icons/hourglass';
import { StatCard } from '@/components/ui/stat-card';

const count = new Intl.NumberFormat('en-US');

/** The four cards over all quotes (whatever the filter), as computed by the server. */
export const QuoteStats = ({ stats }: { stats: TAdminQuoteStats }) => (
  <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
    <StatCard label="Total Quotes" value={count.format(stats.totalQuotes)} icon={<FileText className="size-5" />} />
    <StatCard
      label="Conversion Rate"
      value={`${stats.conversionRate.toFixed(1)}%`}
      detail={`${count.format(stats.convertedQuotes)} converted`}
      icon={<CircleCheck className="size-5" />}
    />
    <StatCard
      label="Pending Quotes"
      value={count.format(stats.pendingQuotes)}
      detail="Waiting for a service choice"
      icon={<Clock className="size-5" />}
    />
    <StatCard
      label="Expired Quotes"
      value={count.format(stats.expiredQuotes)}
      detail="Past their validity, not ordered"
      icon={<Hourglass className="size-5" />}
    />
  </div>
);
