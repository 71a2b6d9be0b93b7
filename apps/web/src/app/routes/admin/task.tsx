import { useParams } from 'react-router';
import { TaskView } from '@/features/production/components/task-view';

/** `/admin/work/:taskId`: one task of a translator or reviewer. */
export const AdminTaskRoute = () => {
  const { taskId = '' } = useParams();
  return <TaskView key={taskId} taskId={taskId} />;
};
