import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { cn } from '../../lib/cn';
import { dismissToast, toastDuration, useToasts, type ToastItem } from '../../lib/toast-store';

const variants = {
  default: 'border-line bg-surface text-ink before:bg-brand',
  destructive: 'border-danger bg-danger text-white before:bg-danger-hover',
} as const;

function ToastCard({ item }: { item: ToastItem }) {
  const variant = item.variant ?? 'default';
  return (
    <Toast.Root
      open={item.open}
      onOpenChange={(open) => {
        if (!open) dismissToast(item.id);
      }}
      duration={toastDuration(variant)}
      type={variant === 'destructive' ? 'foreground' : 'background'}
      className={cn(
        'relative flex w-full items-start gap-3 overflow-hidden rounded-card border py-3.5 pr-2 pl-5 shadow-lg',
        'before:absolute before:inset-y-0 before:left-0 before:w-1.5',
        'motion-safe:data-[state=open]:animate-toast-in data-[swipe=cancel]:translate-x-0',
        'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
        variants[variant],
      )}
    >
      <div className="grid min-w-0 flex-1 gap-1 pt-1">
        <Toast.Title className="text-base leading-snug font-bold">{item.title}</Toast.Title>
        {item.description && (
          <Toast.Description className="text-sm leading-snug break-words opacity-95">
            {item.description}
          </Toast.Description>
        )}
      </div>
      <Toast.Close
        aria-label="Dismiss notification"
        className="focus-ring inline-flex size-11 shrink-0 items-center justify-center rounded-lg opacity-80 hover:bg-current/10 hover:opacity-100"
      >
        <X aria-hidden="true" className="size-5" />
      </Toast.Close>
    </Toast.Root>
  );
}

/**
 * Renders the toast store (lib/toast-store.ts) in one live region: top of the screen on phones,
 * bottom right on wider screens. Mount once, inside the app providers.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider swipeDirection="right" label="Notifications">
      {toasts.map((item) => (
        <ToastCard key={item.id} item={item} />
      ))}
      <Toast.Viewport
        className={cn(
          'fixed inset-x-0 top-0 z-[100] flex max-h-dvh flex-col gap-2 p-3 outline-none',
          'pt-[max(0.75rem,env(safe-area-inset-top))] sm:top-auto sm:bottom-0 sm:left-auto sm:w-[26rem] sm:p-5',
        )}
      />
    </Toast.Provider>
  );
}
