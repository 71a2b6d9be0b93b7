import type { TTaskSummary } from '@sello/shared/task-schemas';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CancelTaskModal } from './cancel-task-modal';
import { ReassignTaskModal } from './reassign-task-modal';
import { taskDocumentsLabel } from './task-labels';

/** A task the manager can still reassign or cancel (the server refuses approved and cancelled ones with 409). */
export const isManageable = (task: Pick<TTaskSummary, 'state'>) =>
  task.state !== 'approved' && task.state !== 'cancelled';

/**
 * The manager's "Reassign" and "Cancel Task" for one task (the order page's assigned work and the board). `onDone`
 * gets a sentence saying what happened, for the caller to show where the task was (a cancelled one leaves the list).
 */
export const TaskActions = ({ task, onDone }: { task: TTaskSummary; onDone: (message: string) => void }) => {
  const [open, setOpen] = useState<'reassign' | 'cancel' | null>(null);
  if (!isManageable(task)) return null;
  const label = taskDocumentsLabel(task);
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="outline" aria-label={`Reassign ${label}`} onClick={() => setOpen('reassign')}>
        Reassign
      </Button>
      <Button size="sm" variant="ghost" aria-label={`Cancel task ${label}`} onClick={() => setOpen('cancel')}>
        Cancel Task
      </Button>
      {open === 'reassign' ? (
        <ReassignTaskModal
          task={task}
          open
          onClose={() => setOpen(null)}
          onReassigned={(updated) => {
            setOpen(null);
            onDone(
              `${label} is now with ${updated.translator.name} (translator) and ${updated.reviewer.name} (reviewer)${
                updated.translator.id !== task.translator.id ? `: ${updated.translator.name} has been emailed` : ''
              }.`,
            );
          }}
        />
      ) : null}
      {open === 'cancel' ? (
        <CancelTaskModal
          task={task}
          open
          onClose={() => setOpen(null)}
          onCancelled={() => {
            setOpen(null);
            onDone(`The task for ${label} is cancelled: its documents can be assigned again.`);
          }}
        />
      ) : null}
    </div>
  );
};
