import type { Outbox } from './outbox';
import { PopError, requestId, required } from './pop';

/** A mainland mobile number, with or without the country code; null when it is not one. */
export function mobile(text: string): string | null {
  const digits = text.trim().replace(/^(\+86|0086|86)(?=1\d{10}$)/, '');
  return /^1[3-9]\d{9}$/.test(digits) ? digits : null;
}

export type Outcome = { status: number; body: Record<string, unknown> };

/**
 * The one action the sandbox answers, SendSms of dysmsapi 2017-05-25, once the signature was checked:
 * checks the parameters as Aliyun does, then "delivers" to the outbox.
 */
export function sendSms(
  outbox: Outbox,
  call: { action: string; version: string },
  params: Record<string, string>,
): Outcome {
  const RequestId = requestId();
  const business = (Code: string, Message: string): Outcome => ({ status: 200, body: { Code, Message, RequestId } });

  if (call.version !== '2017-05-25') {
    throw new PopError(400, 'InvalidVersion', 'Specified parameter Version is not valid.');
  }
  if (call.action !== 'SendSms') {
    throw new PopError(404, 'InvalidAction.NotFound', 'Specified api is not found, please check your url and method.');
  }

  const phones = required(params, 'PhoneNumbers').split(',');
  const signName = required(params, 'SignName');
  const templateCode = required(params, 'TemplateCode');
  const numbers = phones.map(mobile);
  if (phones.length > 1000 || numbers.some((n) => n === null))
    return business('isv.MOBILE_NUMBER_ILLEGAL', '非法手机号');
  if (!/^SMS_\d{6,12}$/.test(templateCode)) return business('isv.SMS_TEMPLATE_ILLEGAL', '该账号下找不到对应模板');
  let templateParams: Record<string, string> = {};
  if (params.TemplateParam !== undefined) {
    try {
      const parsed: unknown = JSON.parse(params.TemplateParam);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      if (Object.values(parsed).some((v) => typeof v !== 'string')) throw new Error('not strings');
      templateParams = parsed as Record<string, string>;
    } catch {
      return business('isv.INVALID_JSON_PARAM', 'JSON参数不合法，只接受字符串值');
    }
  }
  // The sandbox's two templates: a verification code (您的验证码为${code}，5分钟内有效。) and a notice
  // (您有新的${event}：${detail}), told apart by their variables.
  const complete = templateParams.code || (templateParams.event && templateParams.detail);
  if (!complete) return business('isv.TEMPLATE_MISSING_PARAMETERS', '模板缺少变量');
  for (const phone of numbers as string[]) {
    const scripted = outbox.takeScripted(phone);
    if (scripted) return business(scripted.code, scripted.message);
  }
  let bizId = '';
  for (const phone of numbers as string[]) {
    bizId = outbox.deliver({
      phone,
      signName,
      templateCode,
      params: templateParams,
      outId: params.OutId ?? null,
    }).bizId;
  }
  return { status: 200, body: { Code: 'OK', Message: 'OK', BizId: bizId, RequestId } };
}
