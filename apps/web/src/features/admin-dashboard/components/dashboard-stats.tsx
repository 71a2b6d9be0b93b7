import type { TAdminStatsResponse } from '@sello/shared/admin-dashboard-schemas';
import { formatUsd } from '@sello/shared/pricing';
import DollarSign from 'lucide-react/icons/dollar-sign';
import FileText from 'lucide-react/icons/file-text';
import Package from 'lucide-react/icons/package';
import Percent from 'lucide-react/icons/percent';
import Users from 'lucide-react/icons/users';
import { StatCard } from '@/components/ui/stat-card';

const count = new Intl.NumberFormat('en-US');

export const DashboardStats = ({ stats }: { stats: TAdminStatsResponse['stats'] }) => (
  <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-6">
    <StatCard
      className="lg:col-span-2"
      label="Total Orders"
      value={count.format(stats.totalOrders)}
      icon={<Package className="size-5" />}
    />
    <StatCard
      className="lg:col-span-2"
      label="Total Quotes"
      value={count.format(stats.totalQuotes)}
      icon={<FileText className="size-5" />}
    />
    <StatCard
      className="lg:col-span-2"
      label="Total Customers"
      value={count.format(stats.totalCustomers)}
      icon={<Users className="size-5" />}
    />
    <StatCard
      className="lg:col-span-3"
      label="Total Revenue"
      value={formatUsd(stats.totalRevenue)}
      detail="Orders not cancelled"
      icon={<DollarSign className="size-5" />}
    />
    <StatCard
      className="sm:col-span-2 lg:col-span-3"
      label="Conversion Rate"
      value={`${stats.conversionRate.toFixed(1)}%`}
      detail={`${count.format(stats.convertedQuotes)} of ${count.format(stats.totalQuotes)} quotes with a service selected`}
      icon={<Percent className="size-5" />}
    />
  </div>
);
