import { useDeferredValue, useState } from 'react';
import { AdminList, AdminPage } from '@/components/ui/admin-page';
import { Alert } from '@/components/ui/alert';
import { useTaskBoard } from '@/features/production/api/get-task-board';
import {
  AwaitingAssignment,
  BoardTasks,
  boardOrder,
  matchesTask,
  Workload,
} from '@/features/production/components/task-board';
import { formatCount } from '@/lib/order-format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListParams } from '@/lib/use-list-params';

export const PAGE_SIZE = 25;

/** `/admin/tasks`: the manager's board — every open task (late first), workload per translator, orders to assign. */
export const AdminTasksRoute = () => {
  useDocumentTitle('Production board');
  const { page, searchText, setSearchText, update } = useListParams();
  const board = useTaskBoard();
  const [done, setDone] = useState<string | null>(null);
  const search = useDeferredValue(searchText);
  const tasks = boardOrder(board.data?.tasks ?? []).filter((task) => matchesTask(task, search));
  const late = board.data?.tasks.filter((task) => task.overdue).length ?? 0;

  return (
    <AdminPage
      title="Production board"
      description={
        board.data
          ? `${formatCount(board.data.tasks.length, 'open task')}${late > 0 ? `, ${late} late` : ''}: who is doing what, and by when`
          : 'Who is doing what, and by when'
      }
    >
      {done ? <Alert tone="success">{done}</Alert> : null}
      {board.data ? <AwaitingAssignment orders={board.data.awaitingAssignment} /> : null}
      <AdminList
        label="Open tasks"
        search={{ placeholder: 'Search by order, document or person...', value: searchText, onChange: setSearchText }}
        query={board}
        loadingLabel="Loading tasks"
        errorTitle="Failed to load the board"
        isEmpty={() => tasks.length === 0}
        empty={search ? 'No open task matches the search' : 'No open tasks'}
        pagination={{
          page,
          pageSize: PAGE_SIZE,
          total: tasks.length,
          onPageChange: (next) => update({ page: next > 1 ? String(next) : '' }),
        }}
      >
        {() => <BoardTasks tasks={tasks.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)} onDone={setDone} />}
      </AdminList>
      {board.data ? <Workload workload={board.data.workload} /> : null}
    </AdminPage>
  );
};
