import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ActivityPopup } from './activity-popup';
import { AnnouncementPopup } from './announcement-popup';
import { FrozenDialog, useFrozenDialogShown } from './frozen-dialog';
import { inMoneyFlow } from './money-flow-paths';
import { popupToShow, type PopupKind } from './popup-queue';
import { useActivityNotice } from './use-activity-notice';
import { useAnnouncement } from './use-announcement';

/**
 * The popups that only a signed-in user can get: loaded once someone signs in, never for a
 * visitor's first load. One at a time (the frozen-account dialog before all, then the
 * announcement, then the DeFi offer), and the two that open by themselves never over a money
 * flow: they wait until the user is elsewhere.
 */
export default function SignedInOverlays() {
  const { pathname, search } = useLocation();
  const frozen = useFrozenDialogShown();
  const [mail, mailDone] = useAnnouncement();
  const activity = useActivityNotice();
  const [showing, setShowing] = useState<PopupKind | null>(null);
  const next = popupToShow(showing, { announcement: mail !== null, activity: activity.offer !== null }, frozen || inMoneyFlow(pathname, search));
  // Storing information from the previous render (React's documented pattern): no effect, no extra paint.
  if (next !== showing) setShowing(next);

  return (
    <>
      <FrozenDialog />
      {next === 'announcement' && mail && <AnnouncementPopup mail={mail} onClosed={mailDone} />}
      {next === 'activity' && activity.offer && <ActivityPopup offer={activity.offer} onDismiss={activity.dismiss} onClaimed={activity.claimed} />}
    </>
  );
}
