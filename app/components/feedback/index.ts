export {
  FeedbackProvider,
  useFeedback,
  NOTICE_DURATION_MS,
  NOTICE_WIDTH_PX,
  type Feedback,
  type Notice,
  type NoticeType,
  type ConfirmOptions,
  type InfoOptions,
  type ErrorOptions,
  type CallFeedback,
} from "./feedback-provider";
