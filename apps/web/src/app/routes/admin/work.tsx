import { AdminPage, AdminQueryState } from '@/components/ui/admin-page';
import { useMyTasks } from '@/features/production/api/list-my-tasks';
import { MyTasks } from '@/features/production/components/my-tasks';
import { useDocumentTitle } from '@/lib/use-document-title';

/** `/admin/work`: "My work", the tasks assigned to the signed-in translator or reviewer. */
export const AdminWorkRoute = () => {
  useDocumentTitle('My work');
  const tasks = useMyTasks();
  return (
    <AdminPage title="My work" description="The translations and reviews assigned to you, the nearest due date first">
      <AdminQueryState query={tasks} loadingLabel="Loading your tasks" errorTitle="Failed to load your tasks">
        {(data) => <MyTasks tasks={data} />}
      </AdminQueryState>
    </AdminPage>
  );
};
