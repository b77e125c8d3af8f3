/**
 * Demo cities and exam fields. City codes and centres are public facts (GCJ-02); the exam fields are
 * demo entries written for this project, placed in real districts.
 */
export interface DemoCity {
  adcode: string;
  title: string;
  province: string;
  lng: number;
  lat: number;
  fields: { name: string; tag: string; address: string; priceFen: number; lng: number; lat: number }[];
}

const both = '科目二/科目三';

export const demoCities: DemoCity[] = [
  {
    adcode: '110000',
    title: '北京市',
    province: '北京市',
    lng: 116.407387,
    lat: 39.904179,
    fields: [
      { name: '朝阳东坝考场', tag: '科目二', address: '北京市朝阳区东坝乡', priceFen: 19900, lng: 116.5531, lat: 39.9672 },
      { name: '海淀上庄考场', tag: both, address: '北京市海淀区上庄镇', priceFen: 19900, lng: 116.2071, lat: 40.1103 },
      { name: '大兴西红门考场', tag: '科目三', address: '北京市大兴区西红门镇', priceFen: 16800, lng: 116.3272, lat: 39.7905 },
    ],
  },
  {
    adcode: '310000',
    title: '上海市',
    province: '上海市',
    lng: 121.473667,
    lat: 31.230525,
    fields: [
      { name: '浦东三林考场', tag: '科目二', address: '上海市浦东新区三林镇', priceFen: 19900, lng: 121.5094, lat: 31.1452 },
      { name: '闵行莘庄考场', tag: both, address: '上海市闵行区莘庄镇', priceFen: 19900, lng: 121.3851, lat: 31.1118 },
      { name: '宝山顾村考场', tag: '科目三', address: '上海市宝山区顾村镇', priceFen: 16800, lng: 121.3895, lat: 31.3472 },
    ],
  },
  {
    adcode: '440100',
    title: '广州市',
    province: '广东省',
    lng: 113.264499,
    lat: 23.130061,
    fields: [
      { name: '白云嘉禾考场', tag: '科目二', address: '广州市白云区嘉禾街道', priceFen: 15800, lng: 113.2921, lat: 23.2311 },
      { name: '番禺大石考场', tag: both, address: '广州市番禺区大石街道', priceFen: 15800, lng: 113.3145, lat: 23.0068 },
      { name: '天河龙洞考场', tag: '科目三', address: '广州市天河区龙洞街道', priceFen: 12800, lng: 113.3705, lat: 23.1998 },
    ],
  },
  {
    adcode: '440300',
    title: '深圳市',
    province: '广东省',
    lng: 114.057939,
    lat: 22.543527,
    fields: [
      { name: '龙岗坪地考场', tag: '科目二', address: '深圳市龙岗区坪地街道', priceFen: 15800, lng: 114.3137, lat: 22.7755 },
      { name: '宝安石岩考场', tag: both, address: '深圳市宝安区石岩街道', priceFen: 15800, lng: 113.9329, lat: 22.6837 },
      { name: '南山西丽考场', tag: '科目三', address: '深圳市南山区西丽街道', priceFen: 12800, lng: 113.9536, lat: 22.5828 },
    ],
  },
  {
    adcode: '320100',
    title: '南京市',
    province: '江苏省',
    lng: 118.796624,
    lat: 32.059344,
    fields: [
      { name: '江宁东山考场', tag: '科目二', address: '南京市江宁区东山街道', priceFen: 12800, lng: 118.8511, lat: 31.9535 },
      { name: '栖霞仙林考场', tag: both, address: '南京市栖霞区仙林街道', priceFen: 12800, lng: 118.9167, lat: 32.1046 },
      { name: '浦口江浦考场', tag: '科目三', address: '南京市浦口区江浦街道', priceFen: 9900, lng: 118.6268, lat: 32.0596 },
    ],
  },
  {
    adcode: '320500',
    title: '苏州市',
    province: '江苏省',
    lng: 120.585294,
    lat: 31.299758,
    fields: [
      { name: '吴中郭巷考场', tag: '科目二', address: '苏州市吴中区郭巷街道', priceFen: 12800, lng: 120.6763, lat: 31.2531 },
      { name: '相城元和考场', tag: both, address: '苏州市相城区元和街道', priceFen: 12800, lng: 120.6405, lat: 31.3706 },
      { name: '虎丘浒墅关考场', tag: '科目三', address: '苏州市虎丘区浒墅关镇', priceFen: 9900, lng: 120.5038, lat: 31.3798 },
    ],
  },
  {
    adcode: '330100',
    title: '杭州市',
    province: '浙江省',
    lng: 120.155071,
    lat: 30.274084,
    fields: [
      { name: '余杭良渚考场', tag: '科目二', address: '杭州市余杭区良渚街道', priceFen: 15800, lng: 120.0413, lat: 30.3785 },
      { name: '萧山宁围考场', tag: both, address: '杭州市萧山区宁围街道', priceFen: 15800, lng: 120.2906, lat: 30.2377 },
      { name: '西湖转塘考场', tag: '科目三', address: '杭州市西湖区转塘街道', priceFen: 12800, lng: 120.0979, lat: 30.1593 },
    ],
  },
  {
    adcode: '330200',
    title: '宁波市',
    province: '浙江省',
    lng: 121.550357,
    lat: 29.874556,
    fields: [
      { name: '鄞州下应考场', tag: '科目二', address: '宁波市鄞州区下应街道', priceFen: 12800, lng: 121.5799, lat: 29.8386 },
      { name: '镇海庄市考场', tag: both, address: '宁波市镇海区庄市街道', priceFen: 12800, lng: 121.6087, lat: 29.9461 },
      { name: '北仑小港考场', tag: '科目三', address: '宁波市北仑区小港街道', priceFen: 9900, lng: 121.7645, lat: 29.9378 },
    ],
  },
  {
    adcode: '510100',
    title: '成都市',
    province: '四川省',
    lng: 104.066301,
    lat: 30.572961,
    fields: [
      { name: '双流东升考场', tag: '科目二', address: '成都市双流区东升街道', priceFen: 12800, lng: 103.9236, lat: 30.5747 },
      { name: '郫都犀浦考场', tag: both, address: '成都市郫都区犀浦街道', priceFen: 12800, lng: 103.9722, lat: 30.7581 },
      { name: '龙泉驿大面考场', tag: '科目三', address: '成都市龙泉驿区大面街道', priceFen: 9900, lng: 104.1665, lat: 30.5916 },
    ],
  },
  {
    adcode: '420100',
    title: '武汉市',
    province: '湖北省',
    lng: 114.305215,
    lat: 30.592849,
    fields: [
      { name: '洪山关山考场', tag: '科目二', address: '武汉市洪山区关山街道', priceFen: 12800, lng: 114.4143, lat: 30.4985 },
      { name: '东西湖吴家山考场', tag: both, address: '武汉市东西湖区吴家山街道', priceFen: 12800, lng: 114.1396, lat: 30.6323 },
      { name: '江夏纸坊考场', tag: '科目三', address: '武汉市江夏区纸坊街道', priceFen: 9900, lng: 114.3227, lat: 30.3533 },
    ],
  },
];
