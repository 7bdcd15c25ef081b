import { Toaster as HotToaster, ToastBar, toast } from 'react-hot-toast';

import { TOAST_DURATION_MS } from './toaster';

import './toaster.css';

// Toasts start below the header, so that the brand and the header's controls stay in view and usable.
const CONTAINER_STYLE = { top: 'calc(var(--header-height) + 8px)' };

/**
 * ToasterView shows global toasts: top-center below the header, newest on top (react-hot-toast puts the newest first)
 * and stacked apart, gone after 3 s or at a click anywhere on it, no close button and no progress bar.
 */
export default function ToasterView() {
  return (
    <HotToaster
      position="top-center"
      reverseOrder={false}
      containerStyle={CONTAINER_STYLE}
      toastOptions={{ duration: TOAST_DURATION_MS, className: 'toast' }}
    >
      {(item) => (
        // A click is a shortcut to dismiss; every toast also goes by itself, and is announced as it comes.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
        <div className="toast__hit" onClick={() => toast.dismiss(item.id)}>
          <ToastBar toast={item} />
        </div>
      )}
    </HotToaster>
  );
}
