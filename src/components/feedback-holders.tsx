import { useEffect } from 'react';
import { message, Modal } from 'antd';
import { registerFeedbackApi } from './feedback-ui';

/** antd's message and modal hooks, loaded after the first paint (see feedback-ui.tsx). */
export default function FeedbackHolders() {
  const [messageApi, messageHolder] = message.useMessage();
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => registerFeedbackApi({ message: messageApi, modal: modalApi }), [messageApi, modalApi]);
  return (
    <>
      {messageHolder}
      {modalHolder}
    </>
  );
}
