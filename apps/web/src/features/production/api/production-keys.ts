/** The production floor's query keys: every task read sits under `productionKey`, so a task write refreshes them all. */
export const productionKey = ['production'] as const;
export const myTasksKey = [...productionKey, 'my-tasks'] as const;
export const taskBoardKey = [...productionKey, 'board'] as const;
export const taskKey = (taskId: string) => [...productionKey, 'task', taskId] as const;
export const assigneesKey = [...productionKey, 'assignees'] as const;
export const orderTasksKey = (orderId: string) => [...productionKey, 'order', orderId] as const;
