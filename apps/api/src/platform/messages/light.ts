import type { Sentences } from './sentences';

/** The night-lighting exam. */
export const lightMessages = {
  light_item_unknown: {
    zh: '这条灯光指令不在该考场的指令集中',
    en: "This instruction is not in the field's lighting set",
  },
  light_exam_order: {
    zh: '灯光模拟考试应以开始指令开头、以结束指令收尾（或在第一条错误处结束），中间指令不重复',
    en: 'A lighting exam runs from the opening instruction to the closing one (or stops at its first mistake), with no instruction twice',
  },
  light_exam_too_long: {
    zh: '指令数超过了该考场一场灯光考试的数量',
    en: "More instructions than one of this field's lighting exams has",
  },
  light_start_in_exam: {
    zh: '灯光模拟考试的灯光从全部关闭开始、逐条延续，不能指定起始灯光',
    en: 'In a lighting exam the lights start all off and carry over: an instruction cannot name its own start',
  },
  light_start_impossible: {
    zh: '远光灯只能在近光灯开启时点亮',
    en: 'High beam lights only with the headlights on low beam',
  },
  light_mod_absent: {
    zh: '该考场的灯光指令中没有这一类',
    en: "This field's lighting set has no instruction of this kind",
  },
  light_set_not_own: {
    zh: '该考场使用标准灯光题，请为标准灯光题录音',
    en: "This field uses the standard set: record the standard set's voices",
  },
  light_voice_name: {
    zh: '语音名称应为 1–16 个字（如“男声”“女声”），且不能是 synthetic',
    en: 'A voice\'s name is 1–16 characters (e.g. 男声, 女声) and not "synthetic"',
  },
  light_recording_missing: { zh: '请选择要上传的录音文件', en: 'Choose the recording to upload' },
  light_recording_not_audio: {
    zh: '无法识别为录音，请上传 MP3、M4A 或 WAV 文件',
    en: 'This is not a recording we can read: upload an MP3, M4A or WAV file',
  },
  light_recording_too_large: { zh: '录音文件超过 16 MB', en: 'The recording is larger than 16 MB' },
  light_recording_too_long: {
    zh: '去掉首尾静音后录音仍超过 30 秒，一条指令不应这么长',
    en: 'The recording is longer than 30 seconds without its silence: too long for one instruction',
  },
  light_recording_silent: {
    zh: '录音去掉静音后几乎没有声音，请检查麦克风后重录',
    en: 'Once the silence is cut there is (almost) nothing left: check the microphone and record again',
  },
  light_attempt_not_found: { zh: '这次灯光练习记录不存在', en: 'This lighting attempt does not exist' },
} as const satisfies Sentences;
