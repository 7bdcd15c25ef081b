import './parcels.css';

/**
 * HandoverPin draws the handover PIN as four spaced digits; assistive technology reads them one by one
 * ("4 8 2 1"), not as a number.
 */
export function HandoverPin({ pin }: { pin: string }) {
  return (
    <>
      <span className="handover-pin" aria-hidden="true">
        {pin}
      </span>
      <span className="sr-only">{pin.split('').join(' ')}</span>
    </>
  );
}
