import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useEffect, useRef, type RefObject } from 'react';
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
 * Publishes how far down the screen the toasts reach as the CSS variable --toast-lane (0px without
 * a toast). Dialogs and sheets keep out of that lane, so a toast never covers their buttons.
 */
function useToastLane(viewport: RefObject<HTMLOListElement | null>): void {
  useEffect(() => {
    const list = viewport.current;
    if (!list) return;
    const root = document.documentElement;
    const measure = () => {
      const reach = list.childElementCount > 0 ? Math.ceil(list.getBoundingClientRect().bottom) : 0;
      root.style.setProperty('--toast-lane', `${reach}px`);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--toast-lane');
    };
  }, [viewport]);
}

/**
 * Renders the toast store (lib/toast-store.ts) in one live region at the top of the screen (full
 * width on phones, top right on wider screens), in a lane dialogs keep clear of. Mount once, inside
 * the app providers.
 */
export function Toaster() {
  const toasts = useToasts();
  const viewport = useRef<HTMLOListElement>(null);
  useToastLane(viewport);
  return (
    <Toast.Provider swipeDirection="right" label="Notifications">
      {toasts.map((item) => (
        <ToastCard key={item.id} item={item} />
      ))}
      <Toast.Viewport
        ref={viewport}
        className={cn(
          'fixed inset-x-0 top-0 z-[100] flex max-h-dvh flex-col gap-2 p-3 outline-none',
          'pt-[max(0.75rem,env(safe-area-inset-top))] sm:left-auto sm:w-[26rem] sm:p-5',
        )}
      />
    </Toast.Provider>
  );
}
