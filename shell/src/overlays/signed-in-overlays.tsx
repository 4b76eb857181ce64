import { ActivityPopup } from './activity-popup';
import { AnnouncementPopup } from './announcement-popup';
import { FrozenDialog } from './frozen-dialog';

/** The popups that only a signed-in user can get: loaded once someone signs in, never for a visitor's first load. */
export default function SignedInOverlays() {
  return (
    <>
      <FrozenDialog />
      <ActivityPopup />
      <AnnouncementPopup />
    </>
  );
}
