import { beijing, shanghai } from './beijing-shanghai';
import { capitals as c } from './capitals';
import { guangzhou, shenzhen } from './guangdong';
import { hangzhou, nanjing, ningbo, suzhou } from './jiangsu-zhejiang';
import type { CitySeed, ProvinceSeed } from './seeds';
import { chengdu, wuhan } from './sichuan-hubei';

const province = (name: string, adcode: string, center: string, cities: CitySeed[]): ProvinceSeed => ({
  name,
  adcode,
  center,
  cities,
});

const municipality = (name: string, adcode: string, center: string, citycode: string, cities: CitySeed[]) => ({
  ...province(name, adcode, center, cities),
  citycode,
  municipality: true,
});

/** All 34 provincial-level divisions. AMap lists nothing below 台湾省; the SARs' districts are left out here. */
export const provinceSeeds: ProvinceSeed[] = [
  municipality('北京市', '110000', '116.407387,39.904179', '010', [beijing]),
  municipality('天津市', '120000', '117.201509,39.085318', '022', [c.tianjin]),
  province('河北省', '130000', '114.530399,38.037707', [c.shijiazhuang]),
  province('山西省', '140000', '112.562678,37.873499', [c.taiyuan]),
  province('内蒙古自治区', '150000', '111.766290,40.817390', [c.hohhot]),
  province('辽宁省', '210000', '123.431382,41.836175', [c.shenyang]),
  province('吉林省', '220000', '125.325680,43.897016', [c.changchun]),
  province('黑龙江省', '230000', '126.661665,45.742366', [c.harbin]),
  municipality('上海市', '310000', '121.473667,31.230525', '021', [shanghai]),
  province('江苏省', '320000', '118.762765,32.060875', [nanjing, suzhou]),
  province('浙江省', '330000', '120.152575,30.266619', [hangzhou, ningbo]),
  province('安徽省', '340000', '117.329949,31.733806', [c.hefei]),
  province('福建省', '350000', '119.295143,26.100779', [c.fuzhou]),
  province('江西省', '360000', '115.816587,28.637234', [c.nanchang]),
  province('山东省', '370000', '117.019915,36.671156', [c.jinan]),
  province('河南省', '410000', '113.753394,34.765869', [c.zhengzhou]),
  province('湖北省', '420000', '114.341745,30.546557', [wuhan]),
  province('湖南省', '430000', '112.982951,28.116007', [c.changsha]),
  province('广东省', '440000', '113.266410,23.132324', [guangzhou, shenzhen]),
  province('广西壮族自治区', '450000', '108.327546,22.815478', [c.nanning]),
  province('海南省', '460000', '110.348781,20.018639', [c.haikou]),
  municipality('重庆市', '500000', '106.551643,29.562849', '023', [c.chongqing]),
  province('四川省', '510000', '104.076452,30.651696', [chengdu]),
  province('贵州省', '520000', '106.705460,26.600055', [c.guiyang]),
  province('云南省', '530000', '102.709372,25.046432', [c.kunming]),
  province('西藏自治区', '540000', '91.117449,29.648694', [c.lhasa]),
  province('陕西省', '610000', '108.954347,34.265502', [c.xian]),
  province('甘肃省', '620000', '103.826447,36.059560', [c.lanzhou]),
  province('青海省', '630000', '101.780268,36.620939', [c.xining]),
  province('宁夏回族自治区', '640000', '106.259126,38.472641', [c.yinchuan]),
  province('新疆维吾尔自治区', '650000', '87.628579,43.793301', [c.urumqi]),
  { name: '台湾省', adcode: '710000', center: '121.509062,25.044332', citycode: '1886', cities: [] },
  { name: '香港特别行政区', adcode: '810000', center: '114.171203,22.277468', citycode: '1852', cities: [] },
  { name: '澳门特别行政区', adcode: '820000', center: '113.543028,22.186835', citycode: '1853', cities: [] },
];
