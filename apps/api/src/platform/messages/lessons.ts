import type { Sentences } from './sentences';

/** Lessons, courses, comments, class applications and transcoding. */
export const lessonsMessages = {
  lesson_not_found: { zh: '课程不存在或已下架', en: 'This lesson does not exist' },
  course_not_found: { zh: '该考场暂无课程', en: 'This exam field has no course yet' },
  route_map_not_found: { zh: '考试路线不存在', en: 'This exam route does not exist' },
  comment_not_found: { zh: '评论不存在', en: 'This comment does not exist' },
  field_required: { zh: '请先选择考场', en: 'Choose your exam field first' },
  already_applied: { zh: '你已报名该考场的线下班，请等待审核', en: 'You have already applied for this class' },
  kt_already_applied: {
    zh: '已为该学员提交过科目{subject}的开通申请，请等待审核',
    en: 'You have already applied to open subject {subject} for this student; please wait for the review',
  },
  application_not_found: { zh: '申请不存在', en: 'No such application' },
  application_not_pending: {
    zh: '该申请已处理过（{status}），不能再次处理',
    en: 'This application has already been decided ({status})',
  },
  // The console's courses and lesson videos (issue 16)
  lesson_video_not_mp4: {
    zh: '请上传 MP4 视频文件（文件内容不是可播放的 MP4 视频）',
    en: 'Upload an MP4 video (the file is not a playable MP4)',
  },
  lesson_video_too_large: { zh: '视频超过 {mb} MB，请压缩后再上传', en: 'The video is larger than {mb} MB' },
  lesson_video_too_many_pixels: {
    zh: '视频画面有 {size} 像素，超过上限（4096×2304 像素，即 4K），请先转成 4K 或更低的分辨率再上传',
    en: "The video's frames are {size} pixels, over the limit of 4096×2304 (4K); convert it to 4K or lower first",
  },
  lesson_video_missing: { zh: '请选择要上传的 MP4 视频', en: 'Choose an MP4 video to upload' },
  transcode_not_found: { zh: '转码任务不存在', en: 'No such transcoding job' },
  transcode_not_failed: {
    zh: '只有失败的转码任务可以重试（当前：{status}）',
    en: 'Only a failed transcoding job can be retried (it is {status})',
  },
  course_exists: { zh: '该考场已有课程', en: 'This field already has a course' },
  chapter_not_found: { zh: '章节不存在', en: 'No such chapter' },
  chapter_exists: { zh: '本课程已有同名章节', en: 'This course already has a chapter of that name' },
} as const satisfies Sentences;
