export const CITY_NOT_FOUND = "Lütfen geçerli bir il seçiniz.";
export const DISTRICT_NOT_FOUND = "Lütfen geçerli bir ilçe seçiniz.";
