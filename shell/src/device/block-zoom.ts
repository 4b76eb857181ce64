/**
 * Blocks multi-touch and gesture zoom (spec §5) with gesture handlers, not with a
 * non-zoomable viewport tag, so a tenant flag can allow zoom and assistive zoom still works.
 */
export function blockZoom(doc: Document = document): () => void {
  const onTouch = (event: TouchEvent) => {
    if (event.touches.length > 1) event.preventDefault();
  };
  const onGesture = (event: Event) => event.preventDefault();
  let lastTouchEnd = 0;
  const onTouchEnd = (event: TouchEvent) => {
    // A second tap within 300 ms is a double-tap zoom.
    const now = event.timeStamp;
    if (now - lastTouchEnd < 300) event.preventDefault();
    lastTouchEnd = now;
  };
  const options = { passive: false } as const;
  doc.addEventListener('touchstart', onTouch, options);
  doc.addEventListener('touchmove', onTouch, options);
  doc.addEventListener('touchend', onTouchEnd, options);
  doc.addEventListener('gesturestart', onGesture, options);
  doc.addEventListener('gesturechange', onGesture, options);
  return () => {
    doc.removeEventListener('touchstart', onTouch);
    doc.removeEventListener('touchmove', onTouch);
    doc.removeEventListener('touchend', onTouchEnd);
    doc.removeEventListener('gesturestart', onGesture);
    doc.removeEventListener('gesturechange', onGesture);
  };
}
