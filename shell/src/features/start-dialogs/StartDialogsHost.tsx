import type { SessionUser } from '@estiba/shared';
import { useAssignLocation } from '../session';
import { UpdateNecessaryDialog } from './UpdateNecessaryDialog';
import { useStartDialogs } from './useStartDialogs';
import { WhatsNewDialog } from './WhatsNewDialog';

/** The two start dialogs of a signed-in merchant (a chunk of its own: a visitor's page never loads it). */
export default function StartDialogsHost({ user }: { user: SessionUser }) {
  const assignLocation = useAssignLocation();
  const dialogs = useStartDialogs(user, { assignLocation });
  return (
    <>
      {dialogs.shopsToUpdate.length > 0 && (
        <UpdateNecessaryDialog
          open={dialogs.updateOpen}
          shops={dialogs.shopsToUpdate}
          onUpdate={(shop) => void dialogs.updateShop(shop)}
          onClose={dialogs.closeUpdate}
        />
      )}
      {dialogs.steps.length > 0 && (
        <WhatsNewDialog
          open={dialogs.whatsNewOpen}
          steps={dialogs.steps}
          onClose={() => void dialogs.closeWhatsNew()}
        />
      )}
    </>
  );
}
