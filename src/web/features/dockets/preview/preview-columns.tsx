import type { ReactNode } from 'react';

/** The preview's body: the docket (actions and sheet), and beside it on a wide screen its approval and history. */
export function PreviewColumns({ main, side }: { main: ReactNode; side: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <div className="grid min-w-0 grid-cols-1 gap-4">{main}</div>
      <div className="grid min-w-0 grid-cols-1 gap-5">{side}</div>
    </div>
  );
}
