import { useStore } from '@nanostores/react';
import { $toast, closeToast } from '../../stores/toasts.ts';
import { VEHICLE_COPY } from '../../lib/vehicle/vehicle-words.ts';

/** Shows the one current toast (share copies, watchlist changes) in a polite live region. */
export default function ToastHost() {
  const toast = useStore($toast);
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {toast?.open && (
        <div className="toast" data-testid="toast" key={toast.id}>
          <div>
            <strong>{toast.title}</strong>
            {toast.text && <p>{toast.text}</p>}
            {toast.action && <a href={toast.action.href}>{toast.action.label}</a>}
          </div>
          <button type="button" className="toast-close" aria-label={VEHICLE_COPY.dismiss} onClick={() => closeToast(toast.id)}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}
