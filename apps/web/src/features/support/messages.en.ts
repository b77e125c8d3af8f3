import type { MessageKey } from './messages.zh';

/** English, fetched only when chosen. */
const en: Record<MessageKey, string> = {
  'service.title': 'Customer service',
  'service.intro': 'Reach us whenever something goes wrong, or look through the help first.',
  'service.loadFailed': 'Could not load the contact details',
  'service.phone': 'Phone',
  'service.call': 'Call',
  'service.hours': 'Hours',
  'service.email': 'Email',
  'service.gzh': 'Official account',
  'service.gzhHint': 'In WeChat, press and hold the QR code to follow',
  'service.qrAlt': 'QR code of {name}',
  'service.none': 'No phone or email yet: get help in one of the ways below.',
  'service.self': 'Help yourself',
  'service.help': 'Help',
  'service.helpHint': 'Answers to common questions',
  'service.report': 'Send feedback',
  'service.reportHint': 'A wrong question, or something awkward: tell us',
  'service.wish': 'Wish wall',
  'service.wishHint': 'Features you would like, on the wish wall',
  'about.summary':
    'Xueche is driving-test study and driving-school service inside WeChat: students practise theory, sit mock exams and watch courses and exam routes; coaches recruit students, follow them and settle their earnings.',
  'about.version': 'Version {version}',
  'about.built': 'built {date}',
  'about.links': 'Policies and help',
  'about.privacy': 'Privacy policy',
  'about.terms': 'User terms',
  'about.service': 'Customer service',
  'doc.loadFailed': 'Could not load the document',
  'doc.updated': 'Updated {date}',
  'doc.onlyChinese': 'This document is available in Chinese only.',
};
export default en;
