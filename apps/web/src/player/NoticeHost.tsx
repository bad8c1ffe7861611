import { useSnapshot } from 'valtio';
import { Button, NoticeStack, type NoticeItem } from '@betline/ui';
import { closeNotice } from '../stores/notices';
import { useAccountTexts } from './useTexts';

import { useStores } from '../stores';
/** The app's notices (NOTICE-001..004) in the kit's stack; closing runs the notice's own `onClose`. */
export default function NoticeHost() {
  useAccountTexts();
  const stores = useStores();
  const { queue } = useSnapshot(stores.notices);
  const items: NoticeItem[] = queue.map((notice) => ({
    id: notice.id,
    kind: notice.kind,
    message: notice.message,
    ...(notice.title === undefined ? {} : { title: notice.title }),
    ...(notice.permanent === true ? { permanent: true } : {}),
    ...(notice.sticky === true ? { autoCloseMs: null } : {}),
    ...(notice.action === undefined
      ? {}
      : {
          actions: (
            <Button size="sm" variant="secondary" onClick={() => notice.action?.run()}>
              {notice.action.label}
            </Button>
          ),
        }),
  }));
  return <NoticeStack notices={items} onClose={(id) => closeNotice(stores.notices, id)} />;
}
